/** The names of the floor page's text inputs (bench/reactFloor/main.tsx), each its own question wrapper. */
export const floorFieldKeys = Array.from({ length: 40 }, (_, i) => `field_${i + 1}`);
