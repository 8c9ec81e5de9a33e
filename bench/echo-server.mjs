// The reference ceiling: a bare `ws` server that acknowledges every message at once, with
// JSON parsing and serialising like the real one, but no auth, database, bus or rules.
import { WebSocketServer } from 'ws';

const port = Number(process.env.PORT ?? 0);
const server = new WebSocketServer({ port, host: '127.0.0.1', maxPayload: 4096 });
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    socket.send(
      JSON.stringify({
        type: 'answer_submitted',
        question_index: message.question_index,
        answer: message.answer,
        correct: true,
        scores: {},
      }),
    );
  });
});
server.on('listening', () => console.log(`echo listening on ${server.address().port}`));
