# syntax=docker/dockerfile:1
# The local Razorpay sandbox (infra/src/stand-ins/razorpay-sandbox*.ts) for `docker compose --profile sandbox`:
# Razorpay's REST subset, its checkout.js and signed webhooks, and no money moves. It uses only Node's own
# modules, so the image holds just its compiled files:
#   docker build -f infra/docker/razorpay-sandbox.Dockerfile .

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
# The compiler alone, at the versions the repository builds with (package.json), outside the workspace.
WORKDIR /tools
RUN npm init -y >/dev/null \
 && npm install --no-audit --no-fund --ignore-scripts typescript@~5.9.2 @types/node@^20.19.0
WORKDIR /src
COPY infra/src/stand-ins/razorpay-sandbox*.ts ./
RUN rm -f ./*.spec.ts \
 && /tools/node_modules/.bin/tsc --outDir /out --rootDir . --module commonjs --target es2022 --strict \
      --skipLibCheck --types node --typeRoots /tools/node_modules/@types ./*.ts

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /out/ ./
USER node
EXPOSE 8090
# Compose passes --public-url, --webhook-url and the keys; see docker-compose.yml.
ENTRYPOINT ["node", "razorpay-sandbox.main.js", "--host", "0.0.0.0", "--port", "8090"]
