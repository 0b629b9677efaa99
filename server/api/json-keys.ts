/**
 * JSON.parse keeps the last of two equal keys without a word, so `{"name":"Dana","name":"Eve"}` would
 * say one thing to a reader of the body and another to the server. One pass over text that already
 * parsed finds the first key an object repeats; the body is small (limits.jsonBody), so this is cheap.
 */
export function firstRepeatedKey(json: string): string | undefined {
  // One entry per open container: the keys of an object so far, or null for an array.
  const open: (Set<string> | null)[] = [];
  for (let at = 0; at < json.length; at++) {
    const c = json[at];
    if (c === '{') open.push(new Set());
    else if (c === '[') open.push(null);
    else if (c === '}' || c === ']') open.pop();
    else if (c === '"') {
      const start = at;
      for (at++; json[at] !== '"'; at++) if (json[at] === '\\') at++;
      let next = at + 1;
      while (/\s/.test(json[next] ?? '')) next++;
      const keys = open.at(-1);
      if (json[next] !== ':' || !keys) continue;
      const key = JSON.parse(json.slice(start, at + 1)) as string;
      if (keys.has(key)) return key;
      keys.add(key);
    }
  }
  return undefined;
}
