import type { ClientCopy, CreateQuote, Quote, QuoteBinder, QuoteList } from '@rta/domain/api/quotes';
import { ApiError, apiRequest, sessionHeaders } from '../../../lib/api-client.ts';

/*
 * The quotes API (issue 23, decision 0162): the server prices a quote; its owner reads it. The
 * paths and answers' schemas load with the first request, so the quote page's own code stays small.
 */
const schemas = () => import('@rta/domain/api/quotes');

const quoteApiPath = async (id: string): Promise<string> =>
  `${(await schemas()).QUOTES_API_PATH}/${encodeURIComponent(id)}`;

const markupQuery = (markupPercent?: string): string =>
  markupPercent === undefined ? '' : `?${new URLSearchParams({ markupPercent }).toString()}`;

export const makeQuote = async (body: CreateQuote): Promise<Quote> => {
  const { QUOTES_API_PATH, quoteSchema } = await schemas();
  return apiRequest(QUOTES_API_PATH, quoteSchema, { method: 'POST', body });
};

export const fetchQuote = async (id: string): Promise<Quote> =>
  apiRequest(await quoteApiPath(id), (await schemas()).quoteSchema);

/** One page of the user's quotes, newest first. */
export const fetchQuotes = async (page: number): Promise<QuoteList> => {
  const { QUOTES_API_PATH, quoteListSchema } = await schemas();
  return apiRequest(`${QUOTES_API_PATH}?${new URLSearchParams({ page: String(page) }).toString()}`, quoteListSchema);
};

/** The quote's rooms (labels, items, plans) as a binder priced today, for 'Order from this quote'. */
export const fetchQuoteBinder = async (id: string): Promise<QuoteBinder> =>
  apiRequest(`${await quoteApiPath(id)}/binder`, (await schemas()).quoteBinderSchema);

export const quotesQueryKey = (page: number) => ['quotes', page] as const;

export const fetchClientCopy = async (id: string, markupPercent: string): Promise<ClientCopy> =>
  apiRequest(`${await quoteApiPath(id)}/client-copy${markupQuery(markupPercent)}`, (await schemas()).clientCopySchema);

export const emailQuote = async (id: string): Promise<string> =>
  (await apiRequest(`${await quoteApiPath(id)}/email`, (await schemas()).quoteEmailedSchema, { method: 'POST' }))
    .message;

/** The quote's PDF (the client copy's with a markup), fetched with the session's headers: a file, not JSON. */
export const fetchQuotePdf = async (id: string, markupPercent?: string): Promise<Blob> =>
  fetchFile(`${await quoteApiPath(id)}/pdf${markupQuery(markupPercent)}`);

const fetchFile = async (path: string): Promise<Blob> => {
  const response = await fetch(path, { credentials: 'include', headers: sessionHeaders('application/pdf') });
  if (!response.ok) {
    const body: unknown = response.headers.get('content-type')?.includes('json') ? await response.json() : null;
    const message =
      typeof body === 'object' && body && 'message' in body && typeof body.message === 'string'
        ? body.message
        : response.statusText;
    throw new ApiError(message, response.status, body);
  }
  return response.blob();
};

/** Saves a file the browser holds under a name, as a download. */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

export const quoteQueryKey = (id: string) => ['quote', id] as const;
