/**
 * The app served with server rendering, as a production server would: `/` is index.html with the
 * app rendered by react-dom/server in place of `<!--app-html-->`; every other path is a file of the
 * client build. Listens on 127.0.0.1 at `PORT` (a free port by default) and prints its URL.
 */
import { createReadStream } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import { createServer } from "node:http"
import { extname, join, normalize, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"

const client = fileURLToPath(new URL("./dist/client", import.meta.url))
const { render } = await import(new URL("./dist/server/entry-server.js", import.meta.url).href)
const template = await readFile(join(client, "index.html"), "utf8")

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".map": "application/json", ".svg": "image/svg+xml" }

const server = createServer(async (request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname)
  if (path === "/" || path === "/index.html") {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
    response.end(template.replace("<!--app-html-->", render()))
    return
  }
  const file = normalize(join(client, path))
  if (relative(client, file).startsWith(`..${sep}`)) return void response.writeHead(403).end()
  try {
    if (!(await stat(file)).isFile()) throw new Error("not a file")
    response.writeHead(200, { "content-type": `${TYPES[extname(file)] ?? "application/octet-stream"}; charset=utf-8` })
    createReadStream(file).pipe(response)
  } catch {
    response.writeHead(404).end()
  }
})
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(`http://127.0.0.1:${server.address().port}/`)
})
