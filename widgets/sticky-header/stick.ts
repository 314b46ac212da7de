/** When the header sticks: strictly past the threshold (Flatsome: 100 px). */
export const shouldStick = (scrollY: number, threshold: number) => scrollY > threshold;
