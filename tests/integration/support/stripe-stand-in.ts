import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers the Stripe API calls the adapter makes — create, retrieve and
 * expire a Checkout Session, create a PaymentIntent, refund one — in Stripe's shapes, and records
 * every request. A PaymentIntent confirmed at once that could need a redirect and has no return_url
 * is refused, as Stripe refuses it. A payment method named `pm_declined` is refused like a declined card (HTTP 402,
 * card_error). Refunds honour the `Idempotency-Key` header as Stripe does: the same key, the same refund.
 */
export type StripeCall = {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
};

type Session = Record<string, unknown> & { id: string };

export type StripeStandIn = {
  url: string;
  calls: StripeCall[];
  sessions: Map<string, Session>;
  /** Every refund made, by id. */
  refunds: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Session>();
  const refunds = new Map<string, Record<string, unknown>>();
  const refundByKey = new Map<string, string>();
  let counter = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = await bodyOf(request);
      const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        params,
        authorization: request.headers.authorization,
        idempotencyKey,
      });
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        response.end(JSON.stringify(json));
      };
      const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_${++counter}`;
        const session: Session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: params.get('client_reference_id'),
          amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
          currency: params.get('line_items[0][price_data][currency]'),
          customer: null,
          payment_intent: null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (request.method === 'GET' && sessionPath) {
        const session = sessions.get(sessionPath[1]);
        if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        // The SDK sends `expand[0]=payment_intent`.
        const expand = [...params].filter(([key]) => key.startsWith('expand')).map(([, value]) => value);
        const intent = session.payment_intent as string | null;
        const expanded =
          intent && expand.includes('payment_intent')
            ? { id: intent, object: 'payment_intent', status: 'succeeded', payment_method: 'pm_card_1', setup_future_usage: 'off_session' }
            : intent;
        return send(200, { ...session, payment_intent: expanded });
      }
      const expirePath = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(url.pathname);
      if (request.method === 'POST' && expirePath) {
        const session = sessions.get(expirePath[1]);
        if (session?.status !== 'open') {
          return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } });
        }
        session.status = 'expired';
        return send(200, session);
      }
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_renewal_${++counter}`;
        // Stripe's rule: a PaymentIntent confirmed at once that allows redirect-based methods (the
        // default with automatic payment methods) needs a return_url to send the payer back to.
        const redirectsAllowed =
          params.get('automatic_payment_methods[allow_redirects]') !== 'never' && !params.has('payment_method_types[0]');
        if (params.get('confirm') === 'true' && redirectsAllowed && !params.has('return_url')) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'parameter_missing',
              param: 'return_url',
              message: 'A return_url is needed to confirm a PaymentIntent that allows redirect-based payment methods.',
            },
          });
        }
        if (params.get('payment_method') === 'pm_declined') {
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
              payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
            },
          });
        }
        return send(200, { id, object: 'payment_intent', status: 'succeeded', amount: Number(params.get('amount')) });
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = idempotencyKey ?? '';
        const known = refundByKey.get(key);
        if (known) return send(200, refunds.get(known));
        const refund = { id: `re_test_${++counter}`, object: 'refund', status: 'succeeded', payment_intent: params.get('payment_intent') };
        refunds.set(refund.id, refund);
        if (key) refundByKey.set(key, refund.id);
        return send(200, refund);
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unknown path ${url.pathname}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
