import { defineConfig } from "vite";
import preact from "@preact/preset-vite";

// `npm run dev` serves the client on :5173 and sends API and WebSocket calls to a local
// `voidfall serve` on :8000; `npm run build` writes dist/, which the server serves itself.
export default defineConfig({
  plugins: [preact()],
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8000",
      "/ws": { target: "ws://127.0.0.1:8000", ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true },
});
