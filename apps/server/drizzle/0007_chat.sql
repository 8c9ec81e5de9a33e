-- Reserved for the chat feature: its tables are written here by hand (see schema-*.ts).
SELECT 1;
