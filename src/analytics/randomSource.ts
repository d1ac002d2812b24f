import * as React from 'react';

/** A source of numbers in [0, 1); every random decision of ads and analytics draws from one. */
export type RandomSource = () => number;

/** The production source. */
export const defaultRandomSource: RandomSource = () => Math.random();

/** Lets tests force each branch of a random decision by providing their own source. */
export const RandomSourceContext = React.createContext<RandomSource>(defaultRandomSource);
RandomSourceContext.displayName = 'RandomSourceContext';

/** The random source of the current tree. */
export function useRandomSource(): RandomSource {
  return React.useContext(RandomSourceContext);
}
