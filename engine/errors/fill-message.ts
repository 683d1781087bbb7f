/** `template` with each {name} replaced by its value (numbers as they are); an unknown name stays as written. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
