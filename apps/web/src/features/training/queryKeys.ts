export const trainingQueryKeys = {
  all: ['training'] as const,
  stats: (username: string) => ['training', 'stats', username] as const,
};
