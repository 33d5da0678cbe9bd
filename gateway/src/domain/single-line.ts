// Texts that end up in a mail's headers (the contact form's name, address and subject become
// From, Reply-To and Subject of the message the ERP sends). A line break there would start a
// header of the sender's choosing ('Subject\r\nBcc: …'), so every kind of line break becomes a
// space before the text leaves the gateway.

const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/gu;

export function singleLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ');
}
