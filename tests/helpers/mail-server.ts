import { SMTPServer } from "smtp-server";

/** A local mail server that keeps what it is given. */
export function mailServer(received: string[]): Promise<{ port: number; close(): Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let body = "";
      stream.on("data", (chunk: Buffer) => (body += chunk.toString()));
      stream.on("end", () => {
        received.push(body);
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    smtp.listen(0, "127.0.0.1", () => {
      const address = smtp.server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        close: () => new Promise<void>((done) => smtp.close(() => done())),
      });
    });
  });
}
