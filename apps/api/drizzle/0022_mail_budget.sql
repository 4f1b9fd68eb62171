-- Every mail counts against a manager's budget (issue 28): a send records how many recipients it had.
ALTER TABLE "manager_mail_sends" ADD COLUMN "mails" integer DEFAULT 1 NOT NULL;