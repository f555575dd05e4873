import { describe, expect, it } from "vitest";
import { handFocusTo, receivesFocus } from "./focus-hand-off";

describe("focus after Remove and Undo (issue #26)", () => {
  it("hands focus from a removed line's button to its undo note, once", () => {
    handFocusTo("101", "undo");
    expect(receivesFocus("102", "undo")).toBe(false);
    expect(receivesFocus("101", "line")).toBe(false);
    expect(receivesFocus("101", "undo")).toBe(true);
    expect(receivesFocus("101", "undo")).toBe(false);
  });

  it("hands focus from Undo back to the restored line", () => {
    handFocusTo("101", "line");
    expect(receivesFocus("101", "line")).toBe(true);
  });

  it("moves no focus when nothing was handed on (a page loading with lines and undo notes)", () => {
    expect(receivesFocus("101", "undo")).toBe(false);
    expect(receivesFocus("101", "line")).toBe(false);
  });
});
