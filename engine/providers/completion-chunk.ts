// What one chunk of an OpenAI-compatible chat-completion stream says, in every form providers send
// it. Pure: the gateway feeds it each event's JSON (server/ai/chat-completion-stream.ts), the
// conformance tests feed it recorded streams.
//
// - delta.content: a string, null, or an array of parts. Text parts ({type:"text", text}) are the
//   answer, in order; thinking parts are reasoning (Mistral's Magistral and thinking mode:
//   {type:"thinking", thinking:[{type:"text", text}]}, https://docs.mistral.ai/capabilities/reasoning/).
// - delta.reasoning_content (DeepSeek, Qwen, Z.ai, xAI, vLLM: https://api-docs.deepseek.com/guides/reasoning_model),
//   delta.reasoning (OpenRouter, Groq, Ollama) and delta.reasoning_details (OpenRouter:
//   https://openrouter.ai/docs/use-cases/reasoning-tokens) are reasoning. OpenRouter sends the same
//   text as both `reasoning` and `reasoning_details`, so the first of these three present is read.
// - usage: top-level `usage` in any chunk (the last one wins), Groq's `x_groq.usage`
//   (https://console.groq.com/docs/api-reference), and usage next to an `error`.
// - finish_reason of the first choice; an `error` object is the provider's failure.

import { parseProviderUsage, type TokenUsage } from '../usage/token-usage.ts';

export interface CompletionChunk {
  /** Pieces of `content` in order (still raw: a leading think block is split off by the stream reader). */
  content: string[];
  /** Reasoning sent in its own fields or parts. */
  reasoning: string[];
  usage: TokenUsage | null;
  finishReason: string | null;
  /** The chunk was an {"error": …} object. */
  error: boolean;
}

type Json = Record<string, unknown>;
const asObject = (v: unknown): Json | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The text of a thinking part: a string, or an array of text parts (Mistral). */
function thinkingText(part: Json): string {
  const value = part.thinking ?? part.text ?? part.content;
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  return value.map((p) => asObject(p)?.text).filter(nonEmpty).join('');
}

function readContent(content: unknown, into: CompletionChunk): void {
  if (nonEmpty(content)) {
    into.content.push(content);
    return;
  }
  if (!Array.isArray(content)) return;
  for (const raw of content) {
    const part = asObject(raw);
    if (!part) {
      if (nonEmpty(raw)) into.content.push(raw);
      continue;
    }
    const type = part.type;
    if (type === 'thinking' || type === 'reasoning') {
      const text = thinkingText(part);
      if (text) into.reasoning.push(text);
    } else if ((type === 'text' || type === 'output_text' || type === undefined) && nonEmpty(part.text)) {
      into.content.push(part.text);
    }
  }
}

/** OpenRouter's reasoning_details: text and summary entries are readable; encrypted ones are not. */
function detailsText(details: unknown): string {
  if (!Array.isArray(details)) return '';
  return details
    .map((d) => {
      const o = asObject(d);
      return o ? (nonEmpty(o.text) ? o.text : nonEmpty(o.summary) ? o.summary : '') : '';
    })
    .join('');
}

function readReasoning(delta: Json, into: CompletionChunk): void {
  if (typeof delta.reasoning_content === 'string') {
    if (delta.reasoning_content) into.reasoning.push(delta.reasoning_content);
    return;
  }
  if (typeof delta.reasoning === 'string') {
    if (delta.reasoning) into.reasoning.push(delta.reasoning);
    return;
  }
  const details = detailsText(delta.reasoning_details);
  if (details) into.reasoning.push(details);
}

/** Reads one chunk's parsed JSON. Anything that is not an object reads as an empty chunk. */
export function readCompletionChunk(payload: unknown): CompletionChunk {
  const chunk: CompletionChunk = { content: [], reasoning: [], usage: null, finishReason: null, error: false };
  const p = asObject(payload);
  if (!p) return chunk;
  chunk.usage = parseProviderUsage(p.usage) ?? parseProviderUsage(asObject(p.x_groq)?.usage) ?? parseProviderUsage(asObject(p.error)?.usage);
  if (p.error) {
    chunk.error = true;
    return chunk;
  }
  const choices = Array.isArray(p.choices) ? p.choices : [];
  const choice = asObject(choices[0]);
  if (!choice) return chunk;
  // A few servers (older TGI, some proxies) send the whole message instead of a delta.
  const delta = asObject(choice.delta) ?? asObject(choice.message);
  if (delta) {
    readReasoning(delta, chunk);
    readContent(delta.content, chunk);
  }
  if (nonEmpty(choice.finish_reason)) chunk.finishReason = choice.finish_reason;
  return chunk;
}
