# One image for both processes: `node backend/dist/main.js` (API + SPA) and `node backend/dist/worker.js`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY backend backend
COPY frontend frontend
RUN npm run build -w backend && npm run build -w frontend \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 SPA_DIST_DIR=/app/frontend/dist UPLOADS_DIR=/data/uploads
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
# The demo catalogue's data (backend/src/seed/demo-catalog.data.ts reads it; migrate --seed loads it).
COPY --from=build /app/backend/data backend/data
COPY --from=build /app/frontend/dist frontend/dist
# The development mail catcher (docker-compose's `dev` profile); its packages are root dependencies.
COPY scripts/lib/mail-catcher.mjs scripts/lib/
# The worker's health check (docker-compose.yml): its metrics key in Redis is fresh.
COPY scripts/worker-health.mjs scripts/
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
