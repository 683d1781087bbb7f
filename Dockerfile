# syntax=docker/dockerfile:1
# Multi-stage image of the site: build with every dependency, run with
# production dependencies only, as the unprivileged "node" user, on Node 22 LTS
# (the project supports Node 20.19 and later; its tests also run on Node 20).
#   docker build -t ai-writing-tools --build-arg SITE_URL=https://tools.example.com .

FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# The one build-time setting (docs/configuration.md): the public origin written into the
# prerendered pages, sitemap.xml and robots.txt. Every other setting is read at run time
# (SITE_SUPPORT_EMAIL and SITE_SOCIAL_URL through GET /api/config), from the container's environment.
ARG SITE_URL=http://localhost:3000
ENV SITE_URL=$SITE_URL
# build/gateway carries its migrations (build/gateway/migrations), the embedded database's worker
# (build/gateway/pglite-worker.mjs) and build/client the site.
RUN npm run build

FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:22-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data LOG_FORMAT=json
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# The data folder is writable by "node": /data, and /app/data pointing at it, so a DATA_DIR=./data
# carried over from a .env (docker run --env-file) lands in the same place.
RUN mkdir -p /data && chown node:node /data && ln -s /data /app/data
USER node
VOLUME /data
EXPOSE 3000
# Readiness, not liveness: a draining or database-less replica reports unhealthy.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM starts the graceful drain (SHUTDOWN_GRACE_MS); give it time before SIGKILL (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "build/gateway/main.js"]
