import { DELETE_CONFIRM, storyDeleteAction } from "../../src/contracts/story";
import type { useDeleteConfirm } from "./use-delete-confirm";

/** "Are you sure?": Cancel, or Delete (a form POST without JavaScript). Escape cancels, unless the delete is under way. */
export function DeleteConfirm({ id, del }: { id: number; del: ReturnType<typeof useDeleteConfirm> }) {
  return (
    <dialog
      ref={del.dialogRef}
      className="confirm-dialog"
      aria-labelledby="delete-dialog-title"
      aria-describedby="delete-dialog-body"
      onCancel={(e) => {
        e.preventDefault();
        if (!del.deleting) del.close();
      }}
    >
      <form method="post" action={storyDeleteAction(id)} onSubmit={del.confirm}>
        <h2 id="delete-dialog-title">{DELETE_CONFIRM.title}</h2>
        <p id="delete-dialog-body">{DELETE_CONFIRM.body}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={del.close} disabled={del.deleting} autoFocus>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={del.deleting}>
            {del.deleting ? "Deleting..." : "Delete"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
