import { Link } from "@remix-run/react";
import type { CrumbView } from "../view";

/** The featured-category tiles (spec §2 no-results page; also the home page). */
export function CategoryTiles({ categories }: { categories: CrumbView[] }) {
  return (
    <ul className="tiles">
      {categories.map((category) => (
        <li key={category.label}>
          <Link to={category.href!}>{category.label}</Link>
        </li>
      ))}
    </ul>
  );
}
