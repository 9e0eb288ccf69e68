# The production image: one web node (scale it behind your load balancer). Built from this
# repository with `docker build -t hjemly .`; compose.yaml runs it with PostgreSQL, S3-compatible
# storage and a mail sink. See README "Production set-up" → "Containers".
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# As CI does: `npm ci` refuses a lock file without other platforms' optional packages.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
# MALLOC_ARENA_MAX and the old-space size below: as `npm start` runs the server on PostgreSQL
# (scripts/server-steps.mjs). With the embedded database instead, `npm start` adds V8 flags and
# MALLOC_MMAP_THRESHOLD_ (heapFlags, serverEnvironment) that this command does not.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DATA_DIR=/app/data MALLOC_ARENA_MAX=2
# The development packages stay: `npm run migrate`, `npm run job` and the support commands run
# TypeScript through tsx, in this same image.
COPY --from=build --chown=node:node /app ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Liveness only: readiness (/api/health, with the database) is the load balancer's check.
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-old-space-size=384", "--import", "tsx/esm", "scripts/http-server.ts"]
