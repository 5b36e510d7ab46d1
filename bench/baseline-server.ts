import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// A Fastify route answering fixed bytes with no database: the ceiling our real route is compared to.
const [file, port] = process.argv.slice(2);
const body = readFileSync(file!);
const app = Fastify();
app.get('/bytes', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
