import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** The content type of each kind of file the API answers as a download. */
const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

type Extension = keyof typeof CONTENT_TYPES;

/**
 * A file answered as a download, saved as `filename`: its content type is its extension's, so a
 * CSV and a PDF are always sent alike.
 * @example return sendAttachment(reply, `${invoice.invoiceNumber}.pdf`, await invoicePdf(invoice, language));
 */
export const sendAttachment = (reply: FastifyReply, filename: `${string}.${Extension}`, body: Buffer | Readable | string) =>
  reply
    .type(CONTENT_TYPES[filename.slice(filename.lastIndexOf('.') + 1) as Extension])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
