ALTER TABLE `stories` ADD `pronouns` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `grown_up_name` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `hair` text;--> statement-breakpoint
ALTER TABLE `stories` ADD `glasses` integer;--> statement-breakpoint
ALTER TABLE `stories` ADD `plan` text;