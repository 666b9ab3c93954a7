/**
 * The recipe form, for every place a recipe is written: Add Recipe, Submit Edit Recipe, a
 * creator's draft and the import review. The page holds the form's state (`useRecipeEditor`) and
 * gives the parts that differ: the notices above the form, the photo field, the visibility choices,
 * what the buttons say, and (for an import) the line check under each ingredient group.
 */
import type { ReactNode } from "react";
import { EditorBar, ErrorSummary, type TVisibilityOption, VisibilitySection } from "./editor-bar.tsx";
import { BasicsSection, EditorSection, MoreSection, TagsSection, TimesSection } from "./editor-sections.tsx";
import { ingredientList, ListEditor, stepList } from "./list-editor.tsx";
import type { TEditorGroup } from "./recipe-form.ts";
import type { TRecipeEditorHandle } from "./use-recipe-editor.ts";

export interface TRecipeEditorParts {
  /** Above the sections: an autosave to restore, an import's source and what needs a look. */
  notice?: ReactNode;
  /** The photo field: an upload, or the imported page's photo. */
  photo: ReactNode;
  visibilityOptions: readonly TVisibilityOption[];
  /** The author types the source link and credit; an import takes them from the page. */
  hasSourceFields: boolean;
  /** Under each ingredient group's lines. */
  ingredientGroupFooter?: (group: TEditorGroup) => ReactNode;
  /** After the recipe's own sections: the author's private notes kept from another app. */
  privateSection?: ReactNode;
  /** Just above the bar: why the last save failed, when a toast will not do. */
  failure?: ReactNode;
  submitLabel: string;
  /** Beside the submit button: Cancel, or Start over. */
  secondaryAction: ReactNode;
  /** Names the form (the import review's heading). */
  labelledBy?: string;
}

export function RecipeEditor({ editor, parts }: { editor: TRecipeEditorHandle; parts: TRecipeEditorParts }) {
  const { state, set, errors, focus } = editor;
  return (
    <form
      className="recipe-editor"
      noValidate
      aria-busy={editor.isSubmitting}
      aria-labelledby={parts.labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.submit();
      }}
    >
      <noscript>
        <p className="form-error">The recipe editor needs JavaScript. Turn it on to add or edit recipes.</p>
      </noscript>
      {parts.notice}
      <ErrorSummary errors={errors} summaryRef={editor.errorSummary} />
      <BasicsSection state={state} set={set} errors={errors} photo={parts.photo} />
      <TimesSection state={state} set={set} errors={errors} />
      <EditorSection title="Ingredients">
        <p className="field__hint muted">
          One per line, with the amount first: “2 cloves garlic, crushed”. Press Enter for the next.
        </p>
        <ListEditor
          config={ingredientList}
          groups={state.ingredientGroups}
          errors={errors}
          focus={focus}
          groupFooter={parts.ingredientGroupFooter}
          onChange={(groups) => set("ingredientGroups", groups)}
        />
      </EditorSection>
      <EditorSection title="Method">
        <ListEditor
          config={stepList}
          groups={state.instructionSections}
          errors={errors}
          focus={focus}
          onChange={(sections) => set("instructionSections", sections)}
        />
      </EditorSection>
      <TagsSection state={state} set={set} errors={errors} />
      <MoreSection state={state} set={set} errors={errors} hasSourceFields={parts.hasSourceFields} />
      {parts.privateSection}
      <VisibilitySection
        options={parts.visibilityOptions}
        value={state.visibility}
        errors={errors}
        onChange={(visibility) => set("visibility", visibility)}
      />
      {parts.failure}
      <EditorBar
        autosave={editor.autosave.isEnabled ? editor.autosave : null}
        isSubmitting={editor.isSubmitting}
        submitLabel={parts.submitLabel}
        secondaryAction={parts.secondaryAction}
      />
    </form>
  );
}
