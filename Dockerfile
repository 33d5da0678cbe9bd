# One image for both processes of the shop: the gateway (default command) and the reference
# upstream (command override in docker-compose.yml). Both run the compiled JavaScript of
# `npm run build`; the image holds production dependencies only and runs as the user `node`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY pegaso/package.json pegaso/
COPY web/package.json web/
COPY tests/package.json tests/
COPY bench/package.json bench/
COPY routes/package.json routes/
COPY offline-package/package.json offline-package/
COPY search-words/package.json search-words/
COPY amounts/package.json amounts/
COPY availability/package.json availability/
# The fixes to dependencies (patches/), applied by the install's postinstall.
COPY patches patches
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the two processes that run, the gateway and the upstream; none of
# the tests', benchmarks' or web client's (its server-side bundle in web/dist/ssr has them inside).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY pegaso/package.json pegaso/
COPY web/package.json web/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund -w gateway -w pegaso && npm cache clean --force

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY gateway/package.json gateway/
COPY pegaso/package.json pegaso/
COPY web/package.json web/
COPY schema schema
COPY --from=build /app/gateway/dist gateway/dist
COPY --from=build /app/pegaso/dist pegaso/dist
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "gateway/dist/server.js"]
