/**
 * The data of each server-sent event in a stream fed as text in arbitrary
 * pieces: what the provider's chat-completion stream needs, and nothing more.
 * Event names, ids and retry fields are read past; comments are skipped;
 * several data lines of one event are joined with '\n' (the SSE rules, as
 * eventsource-parser applies them, which the property test checks against).
 * It keeps only the unfinished line between feeds and makes no object per
 * line: one string per event.
 */
export function createSseDataParser(onData: (data: string) => void): { feed: (text: string) => void } {
  let partial = ''; // the unfinished last line of the previous feed
  let data: string | null = null; // the data lines of the event being read
  let skipLf = false; // the previous feed ended with CR: an LF that starts the next one belongs to it
  let first = true;

  const line = (text: string, start: number, end: number) => {
    if (start === end) {
      if (data !== null) onData(data);
      data = null;
      return;
    }
    if (text.startsWith('data', start)) {
      let from = start + 4;
      if (from !== end && text.charCodeAt(from) !== 58 /* : */) return; // a field named data-something
      if (from !== end) from++;
      if (text.charCodeAt(from) === 32 /* space */ && from < end) from++;
      const value = text.slice(from, end);
      data = data === null ? value : `${data}\n${value}`;
    }
    // Comments (':…') and every other field: nothing the completion needs.
  };

  return {
    feed(chunk: string) {
      if (chunk === '') return;
      if (first) {
        first = false;
        if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1); // a byte order mark
      }
      let text = partial === '' ? chunk : partial + chunk;
      partial = '';
      let start = 0;
      if (skipLf) {
        skipLf = false;
        if (text.charCodeAt(0) === 10) start = 1;
      }
      for (let i = start; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        if (ch !== 10 && ch !== 13) continue;
        line(text, start, i);
        if (ch === 13) {
          if (i + 1 === text.length) skipLf = true;
          else if (text.charCodeAt(i + 1) === 10) i++;
        }
        start = i + 1;
      }
      if (start < text.length) partial = text.slice(start);
      text = '';
    },
  };
}
