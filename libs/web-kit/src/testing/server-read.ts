/**
 * A stand-in for the edge's `read` (a server view's GET of a service): `answers` by URL, undefined
 * for any other (as a read that failed), and the URLs asked, in order.
 */
export function recordingRead(answers: Record<string, unknown>) {
  const reads: string[] = [];
  return {
    reads,
    read: async (url: string): Promise<unknown> => {
      reads.push(url);
      return answers[url];
    },
  };
}
