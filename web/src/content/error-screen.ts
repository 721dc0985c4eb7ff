export const ERROR_SCREEN = {
  eyebrow: 'Unexpected error',
  title: 'Something went wrong on our side',
  text: 'The page could not be displayed. Nothing you did caused this, and no information was lost. Please go back to the home page and try again.',
  homeLabel: 'Back to the home page',
} as const;
