/**
 * The browser suite's mailbox: a real SMTP server the app under test sends to (SMTP_URL), and a
 * small HTTP endpoint the specs read the received mails from. Started by Playwright beside the app.
 */
import { createServer } from 'node:http';
import { startSmtpCapture } from '@reelatlas/testing';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT);

const capture = await startSmtpCapture(smtpPort);
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/healthz') {
    res.end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(capture.mails.filter((mail) => !to || mail.to === to)));
    return;
  }
  res.statusCode = 404;
  res.end();
});
server.listen(httpPort, '127.0.0.1');

const stop = () => {
  server.close();
  void capture.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
