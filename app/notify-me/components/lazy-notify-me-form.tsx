import { serverRenderedLazy } from "#app/ui/server-rendered-lazy.tsx";
import * as onServer from "./notify-me-form.server";

// Only an out-of-stock product shows the form: the browser loads its code only then (issue #8 budget).
export const LazyNotifyMeForm = serverRenderedLazy(onServer.NotifyMeForm, () => import("./notify-me-form").then((m) => m.NotifyMeForm), ".notify-me");
