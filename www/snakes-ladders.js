// The package's entry: importing it registers <snakes-ladders> (widget/element.js).
export * from "./widget/element.js";
export { default } from "./widget/element.js";
