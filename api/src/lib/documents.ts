import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '@haulstop/shared/constants';
import { lotTimeText } from '@haulstop/shared/time';
import { bookingLengthText, durationKey, type BookingLength, type Duration, type Language } from '@haulstop/shared/constants';
import { majorUnits } from '@haulstop/shared/contracts/columns';
import { statusKey } from '@haulstop/shared/status';
import { lookup, translate, type MessageParams } from './i18n';

/**
 * A document's words in the reader's language (the request's Accept-Language, which the console
 * sends): its sentences (`documents.*` of api/locales/<lang>.json), statuses and durations
 * by the labels the console shows. Numbers, dates and amounts stay as the CSV exports write them.
 */
export function documentWords(language: Language) {
  return {
    // `count` 1 reads the key's `_one` form when it has one (i18next's convention): "1 booking".
    t: (key: string, params?: MessageParams) =>
      translate(language, params?.count === 1 && lookup(language, `documents.${key}_one`) ? `documents.${key}_one` : `documents.${key}`, params),
    status: (status: string) => translate(language, statusKey(status)),
    duration: (duration: string) => translate(language, durationKey(duration as Duration)),
    /** A booking's length as every screen says it (shared bookingLengthText), in `language`. */
    length: (booking: BookingLength) => bookingLengthText((key, params) => translate(language, key, params as MessageParams), booking),
  };
}

/** Minor units as text with the currency: 123456, 'CAD' → "1234.56 CAD" (the sign kept). */
export const moneyText = (minor: number, currency: string) => `${majorUnits(minor)} ${currency}`;

/** Minor units as major units with 2 decimals, the way the CSV exports write money (the lists' own rule): -1250 → "-12.50". */
export { majorUnits };

/** An instant as the wall clock at a lot with the zone's abbreviation (shared/time): "2026-12-01 14:00 CST". */
export { lotTimeText };

/**
 * A financial document as a PDF (pdfkit): the product name and title on top, then what `draw`
 * writes, in 10 pt. One place that opens, collects and closes the document.
 */
export function pdfDocument(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `${PRODUCT_NAME} ${title}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(20).text(PRODUCT_NAME);
  doc.fontSize(14).text(title);
  doc.moveDown();
  doc.fontSize(10);
  draw(doc);
  doc.end();
  return done;
}
