/**
 * The data of each server-sent event in a stream fed as text in arbitrary
 * pieces: what the provider's chat-completion stream needs, and nothing more.
 * Event names, ids and retry fields are read past; comments are skipped;
 * several data lines of one event are joined with '\n' (the SSE rules, as
 * eventsource-parser applies them, which the property test checks against).
 *
 * Linear in the size of the stream however it is cut: each feed scans only its
 * own characters, and a line that spans many feeds is kept as a list of pieces,
 * joined once when it ends (so is an event of many data lines). Joining the
 * unfinished line to every new piece and scanning it again made one 16 MiB event
 * cost quadratic time, long enough to trip the silence timer.
 */
export function createSseDataParser(onData: (data: string) => void): { feed: (text: string) => void } {
  const partial: string[] = []; // the pieces of the unfinished last line
  let data: string[] | null = null; // the data lines of the event being read
  let skipLf = false; // the previous feed ended with CR: an LF that starts the next one belongs to it
  let first = true;

  const line = (text: string, start: number, end: number) => {
    if (start === end) {
      if (data !== null) onData(data.length === 1 ? (data[0] as string) : data.join('\n'));
      data = null;
      return;
    }
    if (text.startsWith('data', start)) {
      let from = start + 4;
      if (from !== end && text.charCodeAt(from) !== 58 /* : */) return; // a field named data-something
      if (from !== end) from++;
      if (text.charCodeAt(from) === 32 /* space */ && from < end) from++;
      const value = text.slice(from, end);
      if (data === null) data = [value];
      else data.push(value);
    }
    // Comments (':…') and every other field: nothing the completion needs.
  };

  /** A line end at `i` of `chunk`: the line is the held pieces plus chunk[start, i). */
  const endLine = (chunk: string, start: number, i: number) => {
    if (partial.length === 0) return line(chunk, start, i);
    partial.push(chunk.slice(start, i));
    const whole = partial.join('');
    partial.length = 0;
    line(whole, 0, whole.length);
  };

  return {
    feed(chunk: string) {
      if (chunk === '') return;
      if (first) {
        first = false;
        if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1); // a byte order mark
      }
      let start = 0;
      if (skipLf) {
        skipLf = false;
        if (chunk.charCodeAt(0) === 10) start = 1;
      }
      for (let i = start; i < chunk.length; i++) {
        const ch = chunk.charCodeAt(i);
        if (ch !== 10 && ch !== 13) continue;
        endLine(chunk, start, i);
        if (ch === 13) {
          if (i + 1 === chunk.length) skipLf = true;
          else if (chunk.charCodeAt(i + 1) === 10) i++;
        }
        start = i + 1;
      }
      if (start < chunk.length) partial.push(start === 0 ? chunk : chunk.slice(start));
    },
  };
}
