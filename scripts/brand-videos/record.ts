// Records the brand videos the seed content names (content/content.json brandVideos) as small WebM
// files under public/videos/, so brand pages play a real video offline: Chromium draws each one on a
// canvas and MediaRecorder encodes it. Run once when a video changes:
//   npx tsx scripts/brand-videos/record.ts
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from "#scripts/chromium.ts";
import { REPO_ROOT } from "#scripts/kv-ops/kv-store.ts";

const VIDEOS = [
  { id: "barkwell-kitchen", background: "#f3e6cf", accent: "#8a5a2b", lines: ["Barkwell", "Baked in small batches", "Real chicken first"] },
  { id: "whisker-co-story", background: "#dfe9f5", accent: "#5b5f73", lines: ["Whisker & Co", "Made for curious cats", "Since 1998"] },
];
const SECONDS = 6;

const RECORD_IN_PAGE = `async ({ video, seconds }) => {
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 360;
  const ctx = canvas.getContext("2d");
  const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 250000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  await new Promise((resolve) => {
    const draw = () => {
      const t = (performance.now() - started) / 1000;
      ctx.fillStyle = video.background;
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = video.accent;
      ctx.beginPath();
      ctx.arc(100 + ((t * 90) % 440), 250, 40, 0, Math.PI * 2);
      ctx.fill();
      ctx.font = "bold 40px sans-serif";
      ctx.fillText(video.lines[Math.min(video.lines.length - 1, Math.floor(t / (seconds / video.lines.length)))], 40, 120);
      if (t < seconds) requestAnimationFrame(draw);
      else resolve();
    };
    draw();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
for (const video of VIDEOS) {
  // Browser code as text: tsx's helpers (e.g. __name) do not exist in the page.
  const base64 = await page.evaluate<string>(`(${RECORD_IN_PAGE})(${JSON.stringify({ video, seconds: SECONDS })})`);
  const file = path.join(REPO_ROOT, "public", "videos", `${video.id}.webm`);
  await writeFile(file, Buffer.from(base64, "base64"));
  console.log(`${path.relative(REPO_ROOT, file)}: ${Math.round((base64.length * 0.75) / 1024)} KB`);
}
await browser.close();
