import { LazyNotFoundPage, NOT_FOUND_TITLE } from "#app/errors/error-pages.tsx";

// Any path no other route claims: answer 404 with the not-found page.
export async function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export const meta = () => [{ title: NOT_FOUND_TITLE }];

export default function NotFound() {
  return <LazyNotFoundPage />;
}
