# One image for both processes of the shop: the gateway (default command) and the reference
# upstream (command override in docker-compose.yml). Node 20, dependencies from the lock file.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY pegaso/package.json pegaso/
COPY web/package.json web/
COPY tests/package.json tests/
COPY bench/package.json bench/
COPY routes/package.json routes/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:8080/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "gateway/src/server.ts"]
