export const SEAT_COLOURS = ["#4fa3ff", "#ff9f43", "#2ecc71", "#e056fd"];
