// The listing's reference: a plain Node HTTP server in a process of its own, answering every
// request with the same bytes (a page of the service's book list, from the file named on the
// command line) and the same content type. Prints `PORT <n>` once it listens.
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.argv[2] ?? '');
const server = http.createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`PORT ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
