// The Solve answer's card: the headline with the fewest throws and how many paths are as short,
// the rolls (one chip each, marked as the path is walked), the Step / Play / Reset controls, the
// line that says where the walk is (or the path's squares), each throw in the core's words and
// the line under them (why no path is shorter, or why there is no answer). Built into the
// host's container, the same in the page and in <snakes-ladders mode="solve"> (whose shadow
// root scopes the ids; the `part` names are the element's documented ::part() names).

import { el } from "../../ui/dom.js";

/**
 * Fills `root` with the card, in `words` (the host's Messages), and returns its parts by name
 * (`min`, `rolls`, `step` the button, `progress` its line, ...). `folded`: each throw's words go in a <details> that starts closed (the element, where the
 * card sits under a small board); else they are listed openly (the page).
 */
export function buildCard(words, root, { folded = false } = {}) {
  const parts = {};
  const part = (name, tag, attrs = {}, ...children) => (parts[name] = el(tag, attrs, ...children));
  const button = (name, label, cls = null) =>
    part(name, "button", { type: "button", id: `solve-${name}`, class: cls, part: `button ${name}-button`, text: label });
  const steps = [
    part("steps", "ol", { class: "steps", "aria-label": words.t("answer-steps-label") }),
    part("more", "button", { type: "button", class: "more-steps", text: words.t("answer-more-throws"), hidden: true }),
  ];
  const throwList = part("words", "div", { id: "path-text", class: "path-text" },
    folded ? el("details", { class: "throws" }, el("summary", { text: words.t("answer-throws-summary") }), ...steps) : null,
    ...(folded ? [] : steps));
  root.append(
    part("status", "p", { class: "status", part: "status" },
      el("span", { class: "headline" }, words.t("answer-fewest"), " ", part("min", "strong", { id: "min-throws", class: "number", text: "–" })),
      " ", part("sequences", "span", { id: "sequences", class: "detail" })),
    part("rolls", "ol", { id: "solve-rolls", class: "rolls", part: "rolls", "aria-label": words.t("answer-rolls-label") }),
    part("controls", "div", { class: "controls", part: "controls", role: "group", "aria-label": words.t("answer-walk-label") },
      button("step", words.t("answer-step"), "primary"), button("play", words.t("answer-play")), button("reset", words.t("answer-reset")),
      button("another", words.t("answer-another"))),
    part("progress", "p", { id: "solve-progress", class: "step", part: "step" }),
    throwList,
    part("why", "p", { id: "why", class: "why", hidden: true }),
  );
  parts.another.hidden = true;
  return parts;
}
