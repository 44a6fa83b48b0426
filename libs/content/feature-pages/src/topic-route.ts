/** `/{name}-news/{pageNum?}`: which topic and which page (the route table has checked both). */
export function resolveTopicRoute(params: Readonly<Record<string, string>>): { name: string; page: number } {
  return { name: params['name'] ?? '', page: params['pageNum'] ? Number(params['pageNum']) : 1 };
}
