import Modal from 'react-bootstrap/Modal';

/** A dialog's title bar: its h2 (`id` names the dialog through aria-labelledby) and the close button. */
export function DialogHeader({ id, title }: { id: string; title: string }) {
  return (
    <Modal.Header closeButton closeLabel="Close">
      <Modal.Title id={id} as="h2" className="h5">
        {title}
      </Modal.Title>
    </Modal.Header>
  );
}
