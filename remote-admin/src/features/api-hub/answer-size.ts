/** Counted up to this, then the sender stops reading: an answer this size is "this or more". */
const COUNTED_UP_TO = 1024 * 1024;

/** The size of a receiver's answer in the reader's language: "512 bytes", "1.2 kB", "1 MB or more". */
export function answerSize(bytes: number, language: string, t: (key: string, options: { size: string }) => string): string {
  const unit = bytes >= COUNTED_UP_TO ? 'megabyte' : bytes >= 1024 ? 'kilobyte' : 'byte';
  const value = unit === 'megabyte' ? bytes / COUNTED_UP_TO : unit === 'kilobyte' ? bytes / 1024 : bytes;
  const size = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }).format(
    value,
  );
  return bytes >= COUNTED_UP_TO ? t('admin.apiHub.log.orMore', { size }) : size;
}
