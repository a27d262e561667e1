// Runs inside Deno, before the function module: makes the function's Deno.serve(...) listen on a port
// the OS hands out and tell the stack which (`STACK_FUNCTION_READY <port>` on stdout), as Supabase's
// edge runtime hosts a function that calls Deno.serve.
/* eslint-disable @typescript-eslint/no-explicit-any -- Deno's API is untyped under the Node typecheck */
const Deno = (globalThis as any).Deno;

const entry = Deno.env.get('STACK_FUNCTION_ENTRY');
const original = Deno.serve.bind(Deno);

Deno.serve = (...args: any[]) => {
  const handler =
    args.find((a) => typeof a === 'function') ?? args.find((a) => a && typeof a.handler === 'function')?.handler;
  const userOptions = args.find((a) => a && typeof a === 'object') ?? {};
  return original(
    {
      ...userOptions,
      handler: undefined,
      port: 0,
      hostname: '127.0.0.1',
      onListen: ({ port }: { port: number }) => console.log(`STACK_FUNCTION_READY ${port}`),
    },
    handler,
  );
};

// The stack holds our stdin open and never writes to it: end of input means the stack's process
// is gone (even by kill -9), and so must we be, freeing the port.
void (async () => {
  try {
    for await (const _ of Deno.stdin.readable) {
      // Nothing is ever sent; reading only waits for the end.
    }
  } finally {
    Deno.exit(0);
  }
})();

await import(entry);

export {};
