export const assetKeys = {
  ofPresentation: (presentationId: string) => ['/api/presentations', presentationId, 'assets'] as const,
};
