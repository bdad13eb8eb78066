import { useInsertionEffect } from 'react';

const added = new Set<string>();

/**
 * Adds a component's style rules to the document once, as one <style> element: the
 * public /globaldashboard draws plain elements with no design system loaded, as the login page
 * does, and the console's pages that share these components get the same rules. Unlayered, they
 * take precedence over Chakra's layered reset where both apply, so the look is the same in both.
 */
export function useStaticCss(id: string, css: string): void {
  useInsertionEffect(() => {
    if (added.has(id)) return;
    added.add(id);
    const style = document.createElement('style');
    style.dataset.css = id;
    style.textContent = css;
    document.head.appendChild(style);
  }, [id, css]);
}
