import type http from "node:http"

/** A request's body as text, or `undefined` once it passes `maxBytes` (the request is then dropped). */
export const readLimitedBody = (request: http.IncomingMessage, maxBytes: number): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        resolve(undefined)
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })
