export const ERROR_SCREEN = {
  eyebrow: 'Unexpected error',
  title: 'Something went wrong on our side',
  text: 'This page could not be displayed. The fault is ours, not yours. Please go back to the home page and try again.',
  homeLabel: 'Back to the home page',
} as const;
